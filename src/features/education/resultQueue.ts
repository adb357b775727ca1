import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../api/baseQuery';
import { apiRefusalText } from '../../api/errorText';
import { SESSION_KEYS, readSessionJson, writeSessionJson } from '../../lib/storage';
import { useSaveResultMutation } from './education.api';

/** A result not yet saved: `"studentId:skillId"` -> the value (1-4) or null (cleared). */
export type Pending = Record<string, number | null>;
type Stored = Record<string, Pending>;

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const cellKey = (studentId: number, skillId: number) => `${studentId}:${skillId}`;

function readPending(campaignId: number): Pending {
  return readSessionJson<Stored>(SESSION_KEYS.evaluationResults, {}, isStored)[campaignId] ?? {};
}
function writePending(campaignId: number, pending: Pending) {
  const all = readSessionJson<Stored>(SESSION_KEYS.evaluationResults, {}, isStored);
  if (Object.keys(pending).length) all[campaignId] = pending;
  else delete all[campaignId];
  writeSessionJson(SESSION_KEYS.evaluationResults, Object.keys(all).length ? all : undefined);
}

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'saving'; count: number }
  | { kind: 'waiting'; count: number }
  | { kind: 'error'; message: string };

/**
 * The result grid's autosave: each change is queued (kept in this tab's session storage, so a reload or a lost
 * network loses nothing) and sent on its own, one at a time; what the network refused to carry is sent again when it
 * returns. A change the server refuses (a closed campaign) is dropped with its message. docs/architecture.md "Nothing
 * typed is lost".
 */
export function useResultQueue(campaignId: number, year: number, t: TFunction) {
  const [pending, setPending] = useState<Pending>(() => readPending(campaignId));
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const [save] = useSaveResultMutation();
  const pendingRef = useRef(pending);
  const running = useRef(false);

  const update = useCallback(
    (next: Pending) => {
      pendingRef.current = next;
      writePending(campaignId, next);
      setPending(next);
    },
    [campaignId],
  );

  const flush = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const entries = Object.entries(pendingRef.current);
        if (!entries.length) {
          setState({ kind: 'saved' });
          return;
        }
        if (typeof navigator !== 'undefined' && !navigator.onLine) {
          setState({ kind: 'waiting', count: entries.length });
          return;
        }
        setState({ kind: 'saving', count: entries.length });
        const [key, value] = entries[0]!;
        const [studentId, skillId] = key.split(':').map(Number) as [number, number];
        try {
          await save({ id: campaignId, year, studentId, skillId, value }).unwrap();
        } catch (failure) {
          const error = failure as ApiError;
          if (error.status === 'NETWORK_ERROR') {
            setState({ kind: 'waiting', count: entries.length });
            return;
          }
          const rest = { ...pendingRef.current };
          if (rest[key] === value) delete rest[key];
          update(rest);
          setState({ kind: 'error', message: apiRefusalText(error, t, t('education.saveError')) });
          return;
        }
        // Saved; a newer value typed meanwhile stays queued.
        if (pendingRef.current[key] === value) {
          const rest = { ...pendingRef.current };
          delete rest[key];
          update(rest);
        }
      }
    } finally {
      running.current = false;
    }
  }, [campaignId, year, save, update, t]);

  const set = useCallback(
    (studentId: number, skillId: number, value: number | null) => {
      update({ ...pendingRef.current, [cellKey(studentId, skillId)]: value });
      void flush();
    },
    [update, flush],
  );

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    if (Object.keys(pendingRef.current).length) void flush();
    return () => window.removeEventListener('online', online);
  }, [flush]);

  return { pending, state, set, retry: flush };
}
