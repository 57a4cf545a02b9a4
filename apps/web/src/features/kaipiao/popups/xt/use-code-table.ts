// The state both code dialogs share: the rows (from the server, a stored copy or the student's draft), whether
// the question is done, and 保存 with the server's verdict (spec 01 §4): success shows the server's message and
// updates the progress; a wrong answer shows the message and highlights the wrong rows and fields until the next
// click. The browser never decides what is right.
import type { TBwkpStepResult } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { useWrongFields } from '../../wrong-fields';
import { readCopy, removeCopy, type TCodeKind, writeCopy } from './code-copies';
import { rowsToSave } from './code-rows';

export interface TCodeTableConfig<T extends object> {
  kind: TCodeKind;
  /** the question: 2 customer codes, 3 goods codes */
  answerId: 2 | 3;
  queryKey: readonly unknown[];
  /** the student's saved codes (is_answer 0) */
  load: () => Promise<{ is_complete: boolean; rows: T[] }>;
  save: (rows: T[]) => Promise<TBwkpStepResult>;
  toRow: (value: Record<string, unknown>) => T;
  /** pick mode: the saved codes only, no draft, no saving */
  pick: boolean;
}

/** Where the rows on screen came from. */
type TSource = 'none' | 'draft' | 'copy' | 'server';

export function useCodeTable<T extends object>(config: TCodeTableConfig<T>) {
  const { kind, answerId, queryKey, load, save, toRow, pick } = config;
  const toast = useToast();
  const queryClient = useQueryClient();
  const setProgress = useKaipiaoStore((state) => state.setProgress);
  const doneInStore = useKaipiaoStore(
    (state) => state.progress?.find((question) => question.answerId === answerId)?.isComplete ?? false,
  );
  const wrong = useWrongFields();

  // What can be shown before the server answers: the draft while the question is open, the stored copy once done.
  const [initial] = useState<{ rows: T[] | null; source: TSource }>(() => {
    if (!pick && !doneInStore) {
      const draft = readCopy(kind, 'draft', toRow);
      if (draft) return { rows: draft, source: 'draft' };
    }
    if (pick || doneInStore) {
      const copy = readCopy(kind, 'saved', toRow);
      if (copy) return { rows: copy, source: 'copy' };
    }
    return { rows: null, source: 'none' };
  });
  const [rows, setRowsState] = useState<T[] | null>(initial.rows);
  const source = useRef<TSource>(initial.source);
  const [complete, setComplete] = useState<boolean>(doneInStore && initial.source === 'copy');
  const [saving, setSaving] = useState(false);

  const query = useQuery({ queryKey, queryFn: load });

  useEffect(() => {
    const data = query.data;
    if (!data) return;
    if (data.is_complete) {
      const saved = data.rows.map((row) => toRow(row as Record<string, unknown>));
      setRowsState(saved);
      source.current = 'server';
      setComplete(true);
      writeCopy(kind, 'saved', saved);
      removeCopy(kind, 'draft');
      return;
    }
    setComplete(false);
    removeCopy(kind, 'saved');
    // not done: the server holds no work; keep the student's draft if there is one
    if (source.current === 'draft') return;
    const draft = pick ? null : readCopy(kind, 'draft', toRow);
    setRowsState(draft ?? []);
    source.current = draft ? 'draft' : 'server';
  }, [query.data, kind, pick, toRow]);

  /** Edit the rows (maintenance mode, question not done); the draft follows. */
  const setRows = useCallback(
    (update: (current: T[]) => T[]) => {
      setRowsState((current) => {
        const next = update(current ?? []);
        writeCopy(kind, 'draft', next);
        return next;
      });
      source.current = 'draft';
    },
    [kind],
  );

  /** 保存: trimmed rows without blank ones go to the server, which grades them. */
  const submit = useCallback(async () => {
    const sent = rowsToSave(rows ?? []);
    setRowsState(sent);
    if (!complete) writeCopy(kind, 'draft', sent);
    setSaving(true);
    try {
      const result = await save(sent);
      void toast.success(result.msg);
      setProgress(result.progress);
      writeCopy(kind, 'saved', sent);
      removeCopy(kind, 'draft');
      source.current = 'server';
      setComplete(true);
      void queryClient.invalidateQueries({ queryKey: kaipiaoKeys.all });
      return true;
    } catch (error) {
      void toast.error(errorText(error));
      wrong.setFromError(error);
      return false;
    } finally {
      setSaving(false);
    }
  }, [rows, complete, kind, save, toast, setProgress, queryClient, wrong.setFromError]);

  return {
    rows: rows ?? [],
    /** true until rows can be shown */
    loading: rows === null && query.isPending,
    loadError: query.isError ? errorText(query.error) : null,
    complete,
    /** no editing: pick mode, or the question is done (the server refuses a second save) */
    readOnly: pick || complete,
    setRows,
    submit,
    saving,
    wrong,
  };
}
