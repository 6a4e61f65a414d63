/** Messages between the page and the search worker. */
import type {EngineResult} from './engine';
import type {IndexLocation} from './indexLoader';

export type EngineRequest =
  | {type: 'load'; location: IndexLocation}
  | {type: 'search'; location: IndexLocation; query: string; limit: number; offset: number}
  | {type: 'suggest'; location: IndexLocation; query: string; limit: number};

export type WorkerRequest = EngineRequest & {id: number};

export type WorkerResponse =
  {id: number; ok: true; result: EngineResult | string[] | number} | {id: number; ok: false; error: {message: string; reason: string}};
