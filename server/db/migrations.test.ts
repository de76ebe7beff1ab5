import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.js';

/**
 * A migration, once committed, may have run on someone's database: editing it would never reach
 * that database (the design rule: "never edited once applied"). Each one is pinned here by the
 * SHA-256 of its text (line endings as LF). 0006 and 0009 were edited before this test existed;
 * they are pinned as they are now.
 */
const PINNED: Record<string, string> = {
  '0000_init.sql': 'f6f6b8fdd0a13a2e4b0f0c6dc2364729fee9bc36dd073584344efb99e2eb89f2',
  '0001_scheduling.sql': 'c8cf2668f08f9d2de8e2b2cb69bd17238a8b8a206067428106b8fc9569bb073b',
  '0002_workspace.sql': '8e4801f4c798f563b0d11ad45297bef56325d6906693de8818cb580d795d5eb5',
  '0003_socket_io.sql': '9feb3660db2e70633b64b9cf5310dd74d43a9536fef42b650c91d3cd41280972',
  '0004_leads_and_payments.sql': '74f6d3a7aa442941ac0e5790c59021b834e8a9e10d56afc95775b43599d900b4',
  '0005_app_settings.sql': '998595313f8f832d195bf94d3984fe70752f14023f29e15072818321cd0a1346',
  '0006_agenda_versions.sql': '4d53077312111fd446cbf63118190fa7a8e3517f9b1a3b633e795691b7bb9bfa',
  '0007_other_service_built_in.sql': '3c8c0f74a690d202a5cc7165a3359239be171c3cb7762aa0c7da92477aa718ac',
  '0008_outbox_due_and_retention.sql': '5740dcd697c44404e4bf299dc365c9460b226df52552f376f7f5510a859040ef',
  '0009_lead_stats.sql': '4b623f11b5b7531b5a8562ea874f41a60da679a3b7cf79939f500f9fa89531fd',
  '0010_search_indexes.sql': 'b6e473d32ce1dffaec6d646d6cbffcd097058cd487e96d0a60922f6946d00f21',
  '0011_access_log_two_factor_sessions.sql': '88cc712cfc0758096fb8a39f90bb744dfe642e2251a28591134eb7264095ca7b',
  '0012_chat_reads_and_notices.sql': '5c66626d52369cddb9b2495d1ecea50bfb01931fc70aabaf3e99d672d8f3ec8d',
  '0013_messages_created_index.sql': '4f81faea9499a6376d23917a40045d315cbb99b24a904785841c7eafab047003',
  '0014_external_calendars.sql': '651ec4e106ca3bc95d0bb66f0c069c53a491a1bec3faad8ad2e841cdf6acd8a5',
  '0015_booking_rules.sql': '505c04f7472e8950110551adcf7411730d8d0401ec06f43b8439ab9f637a1a29',
  '0016_notifications_and_document_reads.sql': '749335eb82e2db0cbc4c320b7419aa44d01a26659d208a5c6403e8a83d1f994b',
  '0017_calendar_feeds_and_video_links.sql': '5f2c4be01ebef645ef1649cadc044175b44c06bff056342b39681a64669deee4',
  '0018_booking_series.sql': '00d30de7b79d7ce7ca736f24380eebfa3e8f122ea6a0740330728fdf9c4e9ee8',
  '0019_booking_slots_and_durations.sql': 'a95cfefc7e04054222e611af3b7f021784609158eb2c63024f311053ec7b1b4c',
  '0020_external_calendar_refusals.sql': '7116e1fe36c8e1e0f5e9b46ee4d34d2ec4dbdfdb66598699dbe59a0ef69f7fab',
};

const HOW_TO_ADD = 'A new migration gets its own line in PINNED (server/db/migrations.test.ts):';
const HOW_TO_CHANGE =
  'was edited after it was committed. Put the change in a new migration (npm run db:generate, or npx drizzle-kit generate --custom for hand-written SQL) and restore this one (git checkout -- <file>).';

const sha256 = (file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(migrationsDir(), file), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

const migrations = readdirSync(migrationsDir())
  .filter((name) => name.endsWith('.sql'))
  .sort();

describe('committed migrations', () => {
  it('each has a pinned hash', () => {
    for (const file of migrations) {
      expect(PINNED[file], `${HOW_TO_ADD}\n  '${file}': '${sha256(file)}',`).toBeDefined();
    }
  });

  it('none has changed since it was pinned', () => {
    for (const file of migrations.filter((name) => PINNED[name])) {
      expect(sha256(file), `${file} ${HOW_TO_CHANGE}`).toBe(PINNED[file]);
    }
  });

  it('none that was pinned has been removed or renamed', () => {
    expect(Object.keys(PINNED).filter((file) => !migrations.includes(file))).toEqual([]);
  });
});
