import { EMAILS, type EmailContent } from '../../../common/messages/emails.js';
import { escapeHtml } from '../html.js';

const paragraphHtml = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderOptions {
  /** A notification's one-click unsubscribe: a line at the bottom with its link. */
  unsubscribe?: { text: string; label: string; url: string };
}

/** Plain text and simple HTML from one content object; user text is always escaped. */
export function renderEmail(content: EmailContent, options: RenderOptions = {}): RenderedEmail {
  const { unsubscribe } = options;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer ? [content.footer, ''] : []),
    EMAILS.signature,
    ...(unsubscribe ? ['', '--', `${unsubscribe.text} ${unsubscribe.url}`] : []),
  ].join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#d4af37;color:#1a1a1a;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#666">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="it"><body style="margin:0;padding:24px;background:#f4f1ea;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;border-top:4px solid #d4af37">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1a1a1a">Studio</p>
${paragraphHtml(content.greeting)}
${content.paragraphs.map(paragraphHtml).join('\n')}
${button}
${content.footer ? paragraphHtml(content.footer) : ''}
<p style="margin:24px 0 0">${escapeHtml(EMAILS.signature)}</p>
${unsubscribe ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #eee;font-size:12px;color:#666">${escapeHtml(unsubscribe.text)} <a href="${escapeHtml(unsubscribe.url)}" style="color:#666">${escapeHtml(unsubscribe.label)}</a></p>` : ''}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
