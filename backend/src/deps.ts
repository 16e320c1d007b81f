import type { Config } from './config';
import type { Db } from './db/types';
import type { Logger } from './logger';

/** What every domain's routes get from the app. */
export interface AppDeps {
  db: Db;
  config: Config;
  log: Logger;
}
