import { inflateSync } from 'node:zlib';

/*
 * The text a PDF viewer would extract from a pdfkit document, for tests: the content streams are inflated and the
 * strings of every text-showing operator (TJ arrays and Tj, hex or literal) are decoded, one line per operator.
 * pdfkit's standard fonts use WinAnsi, which is Latin-1 for everything a test writes.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamRe = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let body = Buffer.from(raw.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    if (/\/FlateDecode/.test(m[1])) {
      try {
        body = inflateSync(body);
      } catch {
        continue; // not a content stream we can read (fonts and images are not text)
      }
    }
    lines.push(...textOperators(body.toString('latin1')));
    streamRe.lastIndex = end;
  }
  return lines.join('\n');
}

function textOperators(content: string): string[] {
  const out: string[] = [];
  const opRe = /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
  let m: RegExpExecArray | null;
  while ((m = opRe.exec(content))) {
    const parts = (m[1] ?? m[2]).match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
    out.push(parts.map(decodeString).join(''));
  }
  return out;
}

function decodeString(s: string): string {
  if (s.startsWith('<')) return Buffer.from(s.slice(1, -1).replace(/\s/g, ''), 'hex').toString('latin1');
  return s.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[e] ?? String.fromCharCode(parseInt(e, 8));
  });
}
