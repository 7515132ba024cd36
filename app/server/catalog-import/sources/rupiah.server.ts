/** An IDR amount as Indonesian shops print it ("Rp138.000", "Rp. 112.000", "Rp 59.000"); undefined when it is not one. */
export function parseRupiah(text: string): number | undefined {
  const digits = text
    .replace(/^\s*Rp\.?\s*/i, "")
    .replace(/\./g, "")
    .trim();
  return /^\d+$/.test(digits) && Number(digits) > 0 ? Number(digits) : undefined;
}
