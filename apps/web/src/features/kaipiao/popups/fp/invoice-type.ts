/** The invoice kinds of the simulator: 1 增值税普通发票, 2 增值税专用发票. */
export function invoiceTypeName(invoiceType: 1 | 2): string {
  return invoiceType === 2 ? '增值税专用发票' : '增值税普通发票';
}
