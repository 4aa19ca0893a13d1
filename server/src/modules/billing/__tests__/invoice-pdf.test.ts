import { pdfText } from '../../../../test/pdf-text';
import { formatInvoiceMoney, type InvoiceDocument, renderInvoicePdf } from '../invoice-pdf';

// The PDF a buyer downloads carries the gate's brand, the invoice number and date (docs/product.md#limits
// YYYY-MM-DD), the buyer, the lines and the total with thousands separators and the currency, as extractable text.
describe('invoice PDF', () => {
  const invoice: InvoiceDocument = {
    number: '2026-000042',
    issuedAt: new Date('2026-03-05T23:30:00Z'),
    currency: 'USD',
    totalMinor: 123_456_789,
    seller: {
      siteName: 'Traffic Shop',
      supportEmail: 'help@traffic.example',
      address: ['Traffic Shop Ltd.', '1 Market Street', 'Springfield'],
    },
    buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    lines: [{ description: 'Website traffic 10,000 visitors (30 days)', quantity: 3, unitMinor: 41_152_263, totalMinor: 123_456_789 }],
    orderId: 12,
    paymentProvider: 'paypal',
  };

  it('is a PDF whose text holds the brand, the number, the date, the buyer, the lines and the total', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Traffic Shop',
      '1 Market Street',
      'help@traffic.example',
      'Invoice number: 2026-000042',
      'Date: 2026-03-05',
      'Order: #12',
      'Paid with: PayPal',
      'Ada Lovelace',
      'ada@example.com',
      'Website traffic 10,000 visitors (30 days)',
      'USD 411,522.63',
      'USD 1,234,567.89',
      // The total is one line after its label, not broken inside the amount.
      'Total\nUSD 1,234,567.89',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('renders the same invoice to the same bytes, with no machine path in it', async () => {
    const a = await renderInvoicePdf(invoice);
    const b = await renderInvoicePdf(invoice);
    expect(a.equals(b)).toBe(true);
    const raw = a.toString('latin1');
    expect(raw).not.toContain(process.cwd());
    expect(raw).not.toContain('PDFKit');
    expect(raw).toContain('(D:20260305233000Z)');
  });

  it('continues a long list of lines on a second page and still lists every line', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ description: `Line ${i + 1}`, quantity: 1, unitMinor: 100, totalMinor: 100 }));
    const pdf = await renderInvoicePdf({ ...invoice, lines, totalMinor: 6000 });
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('Line 1\n');
    expect(text).toContain('Line 60');
    expect(text.match(/Description/g)!.length).toBeGreaterThan(1);
  });

  it("formats money in the currency's own minor units", () => {
    expect(formatInvoiceMoney(100_000_050, 'usd')).toBe('USD 1,000,000.50');
    expect(formatInvoiceMoney(1_500_000, 'JPY')).toBe('JPY 1,500,000');
    expect(formatInvoiceMoney(1234, 'EUR')).toBe('EUR 12.34');
  });
});
