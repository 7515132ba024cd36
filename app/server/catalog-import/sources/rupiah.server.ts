/** An IDR amount read from a shop's price text, or why the text gives none. */
export type RupiahRead = { amount: number } | { refused: string };

/** No skincare product sells for less than Rp 1,000 (about six US cents): a smaller figure was cut short. */
const smallestPrice = 1000;

/**
 * An IDR amount as Indonesian shops print it: "Rp138.000", "Rp. 112.000", "Rp 59000", and the
 * comma-grouped "Rp 700,000" some rows print (docs/catalogue.md, "Prices seen and reference
 * prices"). The rupiah has no minor unit in these shops, so a dot or a comma before a group of
 * three digits is a thousands separator; a figure with other groups ("Rp 12,5") or a figure
 * under Rp 1,000 ("Rp. 130", a price with its thousands cut off) is refused with its reason.
 */
export function readRupiah(text: string): RupiahRead {
  const figure = text.replace(/^\s*Rp\.?\s*/i, "").trim();
  if (/^0*$/.test(figure)) return { refused: "no IDR price" };
  const grouped = /^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/.test(figure);
  if (!grouped && !/^\d+$/.test(figure)) return { refused: "IDR price not in whole rupiah grouped by thousands" };
  const amount = Number(figure.replace(/[.,]/g, ""));
  return amount < smallestPrice ? { refused: "IDR price under Rp 1,000 (figure cut short)" } : { amount };
}
