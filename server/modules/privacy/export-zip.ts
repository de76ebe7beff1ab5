import type { FastifyBaseLogger } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import { PRIVACY_MSG } from '../../../common/messages/privacy.js';
import type { FileStore } from '../../platform/files/file-store.js';

export interface ExportFile {
  key: string;
  /** The name inside the ZIP. */
  path: string;
  /** The document's own name, for the line saying it is missing. */
  nome: string;
}

/** Where the export lists the documents whose file could not be read. */
export const MISSING_FILES_ENTRY = 'documenti/FILE-MANCANTI.txt';

/**
 * The data export as a ZIP streamed while it is built: `dati.json`, then each document, one
 * file open at a time (a thousand documents never hold a thousand file descriptors). A file
 * that cannot be opened (missing on disk, out of descriptors) is skipped and named in
 * FILE-MANCANTI.txt; a file failing half way ends the download. Neither takes the process
 * down. Documents are stored, not deflated: PDFs and photos do not shrink.
 */
export function exportZip(files: FileStore, data: unknown, documents: ExportFile[], log: FastifyBaseLogger): Readable {
  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  let failed = false;
  const fail = (error: Error) => {
    if (failed) return;
    failed = true;
    log.error({ err: error }, 'data export failed while streaming');
    output.destroy(error);
  };
  zip.on('error', fail);
  zip.outputStream.on('error', fail).pipe(output);
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2), 'utf8'), 'dati.json');

  void (async () => {
    const missing: string[] = [];
    for (const document of documents) {
      if (failed || output.destroyed) return;
      const stream = files.read(document.key);
      const openError = await firstReadable(stream);
      if (openError) {
        stream.destroy();
        log.warn({ err: openError, key: document.key }, 'data export: a document’s file could not be read; skipped');
        missing.push(PRIVACY_MSG.exportFileMissing(document.nome));
        continue;
      }
      const finished = new Promise<void>((resolve) => stream.once('close', resolve));
      stream.on('error', fail);
      zip.addReadStream(stream, document.path, { compress: false });
      await finished;
    }
    if (missing.length > 0) zip.addBuffer(Buffer.from(`${missing.join('\n')}\n`, 'utf8'), MISSING_FILES_ENTRY);
    zip.end();
  })().catch(fail);
  return output;
}

/** Waits until `stream` has its first bytes (or its end), or fails to open; returns that failure. */
function firstReadable(stream: Readable): Promise<Error | undefined> {
  return new Promise((resolve) => {
    const done = (error?: Error) => {
      stream.off('readable', onReadable).off('error', done);
      resolve(error);
    };
    const onReadable = () => done();
    stream.once('readable', onReadable).once('error', done);
  });
}
