/** Messages between the page and the search worker. */
import type {FusedResult} from './fusedEngine';
import type {IndexLocation, SearchFailureReason} from './indexLoader';

export type EngineRequest =
  | {type: 'load'; location: IndexLocation}
  | {type: 'search'; location: IndexLocation; query: string; limit: number; offset: number; meaning?: MeaningWait}
  | {type: 'suggest'; location: IndexLocation; query: string; limit: number};

/**
 * `wait`: the answer includes the meaning layer, after fetching its files.
 * `ready`: answer at once, with the meaning layer only if its files are
 * already here; otherwise the answer says meaningPending and they are fetched
 * meanwhile, so asking again with `wait` settles the list.
 */
export type MeaningWait = 'wait' | 'ready';

export type WorkerRequest = EngineRequest & {id: number};

/** What the engine answers: results of a search, suggestions, or the number of sections loaded. */
export type EngineReply = FusedResult | string[] | number;

export type WorkerResponse =
  {id: number; ok: true; result: EngineReply} | {id: number; ok: false; error: {message: string; reason: SearchFailureReason}};
