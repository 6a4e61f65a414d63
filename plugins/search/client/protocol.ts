/** Messages between the page and the search worker. */
import type {EngineResult} from './engine';
import type {IndexLocation, SearchFailureReason} from './indexLoader';

export type EngineRequest =
  | {type: 'load'; location: IndexLocation}
  | {type: 'search'; location: IndexLocation; query: string; limit: number; offset: number}
  | {type: 'suggest'; location: IndexLocation; query: string; limit: number};

export type WorkerRequest = EngineRequest & {id: number};

/** What the engine answers: results of a search, suggestions, or the number of sections loaded. */
export type EngineReply = EngineResult | string[] | number;

export type WorkerResponse =
  {id: number; ok: true; result: EngineReply} | {id: number; ok: false; error: {message: string; reason: SearchFailureReason}};
