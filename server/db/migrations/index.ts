import type { Migration } from 'kysely';
import * as m001 from './001_initial.js';
import * as m002 from './002_sign_in_failures_cleanup.js';
import * as m003 from './003_modelings.js';
import * as m004 from './004_catalogue.js';
import * as m005 from './005_product_indexes.js';
import * as m006 from './006_product_state_counts.js';
import * as m007 from './007_session_sweep.js';
import * as m008 from './008_crash_report_senders.js';
import * as m009 from './009_sign_in_address_failures.js';
import * as m010 from './010_feeds.js';
import * as m011 from './011_feed_import.js';
import * as m012 from './012_orders.js';
import * as m013 from './013_returns_jobs.js';
import * as m014 from './014_feed_speed.js';
import * as m015 from './015_orders_speed.js';
import * as m017 from './017_store_settings.js';
import * as m019 from './019_dashboard.js';

/** Every migration, in order. Landed migrations never change. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_sign_in_failures_cleanup': m002,
  '003_modelings': m003,
  '004_catalogue': m004,
  '005_product_indexes': m005,
  '006_product_state_counts': m006,
  '007_session_sweep': m007,
  '008_crash_report_senders': m008,
  '009_sign_in_address_failures': m009,
  '010_feeds': m010,
  '011_feed_import': m011,
  '012_orders': m012,
  '013_returns_jobs': m013,
  '014_feed_speed': m014,
  '015_orders_speed': m015,
  '017_store_settings': m017,
  '019_dashboard': m019,
};
