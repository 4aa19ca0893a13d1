import PDFDocument from 'pdfkit';

/*
 * The invoice as a PDF, drawn with pdfkit's built-in Helvetica so no font file ships with the
 * server. The output depends on the invoice alone: the document's dates are the invoice date and no path, host or
 * clock of this machine goes in, so the same invoice renders to the same bytes (pdfkit derives the file ID from the
 * metadata). Dates are YYYY-MM-DD and amounts carry thousands separators and the currency (docs/product.md#limits).
 */

export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  currency: string;
  totalMinor: number;
  seller: { siteName: string; supportEmail: string; address: string[] };
  buyer: { name: string; email: string };
  lines: { description: string; quantity: number; unitMinor: number; totalMinor: number }[];
  orderId: number;
  paymentProvider: string;
}

const PROVIDER_NAMES: Record<string, string> = { card: 'Card', paypal: 'PayPal', emulator: 'Emulator' };

/** YYYY-MM-DD in UTC (docs/product.md#limits), so the date does not depend on the server's zone. */
export function invoiceDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Minor units → "USD 1,234.50". The number of decimals is the currency's own (JPY has none), as Intl knows it; a
 * code Intl does not know is shown with two decimals.
 */
export function formatInvoiceMoney(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'code' });
  } catch {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${code} ${format.format(minor / 100)}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  // Intl puts a no-break space between the code and the number; a plain space extracts and searches better.
  return format.format(minor / 10 ** digits).replace(/\u00a0/g, ' ');
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const MARGIN = 50;
const GREY = '#555555';
const RULE = '#cccccc';

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: 'Helvetica',
    info: {
      Title: `Invoice ${doc.number}`,
      Author: doc.seller.siteName,
      Subject: `Order #${doc.orderId}`,
      Producer: doc.seller.siteName,
      Creator: doc.seller.siteName,
      CreationDate: doc.issuedAt,
      ModDate: doc.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf, doc);
  pdf.end();
  return done;
}

function draw(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const money = (minor: number) => formatInvoiceMoney(minor, doc.currency);

  // Seller (the gate's brand) on the left, the invoice's identity on the right.
  const top = pdf.y;
  pdf
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('black')
    .text(doc.seller.siteName, left, top, { width: width * 0.55 });
  pdf.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of doc.seller.address) pdf.text(line, { width: width * 0.55 });
  pdf.text(doc.seller.supportEmail, { width: width * 0.55 });
  const sellerBottom = pdf.y;

  const rightX = left + width * 0.55;
  const rightW = width * 0.45;
  pdf.font('Helvetica-Bold').fontSize(20).fillColor('black').text('INVOICE', rightX, top, { width: rightW, align: 'right' });
  pdf.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Invoice number', doc.number],
    ['Date', invoiceDate(doc.issuedAt)],
    ['Order', `#${doc.orderId}`],
    ['Paid with', PROVIDER_NAMES[doc.paymentProvider] ?? doc.paymentProvider],
  ];
  for (const [label, value] of facts) pdf.fillColor('black').text(`${label}: ${value}`, rightX, pdf.y, { width: rightW, align: 'right' });
  pdf.y = Math.max(sellerBottom, pdf.y) + 25;

  pdf.font('Helvetica-Bold').fontSize(10).fillColor('black').text('Bill to', left, pdf.y);
  pdf.font('Helvetica').text(doc.buyer.name || doc.buyer.email, { width });
  if (doc.buyer.name && doc.buyer.name !== doc.buyer.email) pdf.fillColor(GREY).text(doc.buyer.email, { width });
  pdf.moveDown(1.5);

  // Lines: description wraps in its column, numbers are right-aligned; a long list continues on the next page
  // under a repeated header.
  const cols = [
    { title: 'Description', x: left, w: width * 0.4, align: 'left' as const },
    { title: 'Quantity', x: left + width * 0.4, w: width * 0.12, align: 'right' as const },
    { title: 'Unit price', x: left + width * 0.52, w: width * 0.24, align: 'right' as const },
    { title: 'Amount', x: left + width * 0.76, w: width * 0.24, align: 'right' as const },
  ];
  const pad = 4;
  const header = () => {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(GREY);
    for (const c of cols) pdf.text(c.title, c.x + pad, y, { width: c.w - 2 * pad, align: c.align, lineBreak: false });
    pdf.y = y + 14;
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .strokeColor(RULE)
      .lineWidth(1)
      .stroke();
    pdf.y += 6;
  };
  header();
  pdf.font('Helvetica').fontSize(10).fillColor('black');
  for (const line of doc.lines) {
    const cells = [line.description, integer.format(line.quantity), money(line.unitMinor), money(line.totalMinor)];
    const height = Math.max(...cells.map((text, i) => pdf.heightOfString(text, { width: cols[i].w - 2 * pad }))) + 8;
    if (pdf.y + height > pdf.page.maxY()) {
      pdf.addPage();
      header();
      pdf.font('Helvetica').fontSize(10).fillColor('black');
    }
    const y = pdf.y;
    cells.forEach((text, i) => pdf.text(text, cols[i].x + pad, y, { width: cols[i].w - 2 * pad, align: cols[i].align }));
    pdf.y = y + height;
    pdf
      .moveTo(left, pdf.y - 4)
      .lineTo(left + width, pdf.y - 4)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  }

  if (pdf.y + 60 > pdf.page.maxY()) pdf.addPage();
  pdf.y += 8;
  // The totals' amounts may be wider than a column at the larger size: they take the two right-hand columns.
  const labelX = cols[1].x;
  const labelW = cols[1].w;
  const valueX = cols[2].x + pad;
  const valueW = cols[2].w + cols[3].w - 2 * pad;
  const subtotal = doc.lines.reduce((sum, l) => sum + l.totalMinor, 0);
  let y = pdf.y;
  if (subtotal !== doc.totalMinor) {
    pdf.font('Helvetica').fontSize(10).fillColor(GREY).text('Subtotal', labelX, y, { width: labelW, align: 'right' });
    pdf.fillColor('black').text(money(subtotal), valueX, y, { width: valueW, align: 'right' });
    y = pdf.y + 4;
  }
  pdf.font('Helvetica-Bold').fontSize(12).fillColor('black').text('Total', labelX, y, { width: labelW, align: 'right' });
  pdf.text(money(doc.totalMinor), valueX, y, { width: valueW, align: 'right' });

  pdf.moveDown(3);
  pdf.font('Helvetica').fontSize(9).fillColor(GREY);
  pdf.text(`Paid in full. Questions about this invoice: ${doc.seller.supportEmail}`, left, pdf.y, { width, align: 'center' });
}
