/**
 * Applying an import (docs/api.md "Student imports"): the batch is created once (one Idempotency-Key for this
 * preview, kept across retries), then its rows are sent in chunks of IMPORT_CHUNK, each answered with a result per
 * row. A chunk whose answer is lost is sent again as it was: the API keeps each line's result and never applies a
 * line twice, so "Resume" after a network failure finishes the import without a duplicate.
 */
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../api/api';
import { useAppDispatch } from '../../../store/hooks';
import { IMPORT_CHUNK, type ImportRowInput } from '../../../domain/studentImport';
import { failedWriteOutcome, newIdempotencyKey, type FailedWrite } from '../../../domain/idempotency';
import type { Scope } from '../../../session/useScope';
import { useAddImportRowsMutation, useCreateImportMutation } from './studentImport.api';
import type { ImportBatch, ImportRowResult } from './studentImport.schemas';

export type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'interrupted'; done: number; total: number; outcome: FailedWrite; error: unknown }
  | { phase: 'finished'; batch: ImportBatch; results: ImportRowResult[] };

export function useImportRun(scope: Scope | null, fileName: string, columns: Record<string, string>) {
  const dispatch = useAppDispatch();
  const [createImport] = useCreateImportMutation();
  const [addRows] = useAddImportRowsMutation();
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const key = useRef(newIdempotencyKey());
  const batch = useRef<ImportBatch | null>(null);
  const results = useRef(new Map<number, ImportRowResult>());
  const running = useRef(false);

  const run = useCallback(
    async (rows: readonly ImportRowInput[]) => {
      if (running.current || !scope) return;
      running.current = true;
      const total = rows.length;
      let done = rows.filter((row) => results.current.has(row.line)).length;
      setState({ phase: 'running', done, total });
      try {
        batch.current ??= await createImport({
          ...scope,
          fileName,
          total,
          columns,
          idempotencyKey: key.current,
        }).unwrap();
        const pending = rows.filter((row) => !results.current.has(row.line));
        for (let start = 0; start < pending.length; start += IMPORT_CHUNK) {
          const chunk = pending.slice(start, start + IMPORT_CHUNK);
          const answer = await addRows({ id: batch.current.id, rows: chunk }).unwrap();
          for (const result of answer.results) results.current.set(result.line, result);
          batch.current = answer.batch;
          done += chunk.length;
          setState({ phase: 'running', done, total });
        }
        dispatch(api.util.invalidateTags(['Student', 'StudentImport']));
        setState({
          phase: 'finished',
          batch: batch.current,
          results: rows.flatMap((row) => results.current.get(row.line) ?? []),
        });
      } catch (error) {
        setState({ phase: 'interrupted', done, total, outcome: failedWriteOutcome(error), error });
      } finally {
        running.current = false;
      }
    },
    [scope, fileName, columns, createImport, addRows, dispatch],
  );

  /** After an undo: the batch as the API answered it. */
  const replaceBatch = useCallback((next: ImportBatch) => {
    batch.current = next;
    setState((current) => (current.phase === 'finished' ? { ...current, batch: next } : current));
  }, []);

  return { state, run, replaceBatch };
}
