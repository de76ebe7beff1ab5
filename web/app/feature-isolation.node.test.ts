import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The import-rule messages ESLint gives a snippet placed at `file` (a path under the repository). */
async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('feature isolation in web/features (eslint no-restricted-imports)', () => {
  it('refuses a page of one feature importing another feature beside it', async () => {
    const errors = await importErrors(
      'web/features/workspace/example.tsx',
      "import { ClientBookingCalendar } from '../agenda/client-booking-calendar.js';\nexport const x = ClientBookingCalendar;\n",
    );
    expect(errors).toEqual([
      "'../agenda/client-booking-calendar.js' import is restricted from being used by a pattern. A feature imports no other feature: compose pages in web/app/routes/, share through web/components/ or web/lib/ (here: web/features/workspace/).",
    ]);
  });

  it('refuses it from a sub-folder of the feature too, and through the web folder', async () => {
    const fromApi = await importErrors(
      'web/features/workspace/api/example.ts',
      "import { sendMessage } from '../../chat/api/send-message.js';\nexport const x = sendMessage;\n",
    );
    const throughWeb = await importErrors(
      'web/features/public/example.ts',
      "import { getLeads } from '../../features/analytics/api/get-leads.js';\nexport const x = getLeads;\n",
    );
    expect(fromApi).toHaveLength(1);
    expect(throughWeb).toHaveLength(1);
  });

  it('lets a feature import its own files, the shared components and lib, and common', async () => {
    const errors = await importErrors(
      'web/features/workspace/api/example.ts',
      [
        "import { RecordPanel } from '../record-panel.js';",
        "import { PageLoader } from '../../../components/page-loader.js';",
        "import { api } from '../../../lib/api.js';",
        "import { MSG } from '../../../../common/messages/it.js';",
        'export const x = [RecordPanel, PageLoader, api, MSG];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets the pages in web/app/routes combine features', async () => {
    const errors = await importErrors(
      'web/app/routes/example.tsx',
      [
        "import { ChatPanel } from '../../features/chat/chat-panel.js';",
        "import { DocumentsPanel } from '../../features/documents/documents-panel.js';",
        'export const x = [ChatPanel, DocumentsPanel];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('still refuses the server from any web file', async () => {
    const errors = await importErrors(
      'web/features/chat/example.ts',
      "import { buildApp } from '../../../server/app.js';\nexport const x = buildApp;\n",
    );
    expect(errors).toEqual([
      "'../../../server/app.js' import is restricted from being used by a pattern. This folder may not import **/server/**",
    ]);
  });
});
