// State of an issued-invoice screen: the filter bar's values, the filters applied with 查询, the page, the
// selected row and the invoice open for viewing.
import type { TBwkpInvoice } from '@sxpt/contract';
import { useState } from 'react';
import { DEFAULT_FILTER_FORM, type TInvoiceFilterForm, toServerFilters, useInvoiceList } from './invoice-list';

export function useInvoiceScreen() {
  const [form, setForm] = useState<TInvoiceFilterForm>(DEFAULT_FILTER_FORM);
  const [applied, setApplied] = useState(() => toServerFilters(DEFAULT_FILTER_FORM));
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [viewing, setViewing] = useState<TBwkpInvoice | null>(null);
  const list = useInvoiceList(applied, page);
  const invoices = applied === null ? [] : (list.data?.list ?? []);
  /** the selected invoice as the list last showed it (so a void shows at once after the refresh) */
  const selected = invoices.find((invoice) => invoice.id === selectedId) ?? null;
  return {
    form,
    setForm,
    search: () => {
      setApplied(toServerFilters(form));
      setPage(1);
      setSelectedId(null);
    },
    applied,
    page,
    setPage,
    list,
    invoices,
    total: applied === null ? 0 : (list.data?.total ?? 0),
    selected,
    selectedId,
    select: (invoice: TBwkpInvoice) => setSelectedId(invoice.id),
    viewing,
    view: (invoice: TBwkpInvoice) => setViewing(invoice),
    closeView: () => setViewing(null),
  };
}
