import type { EndpointDefinition } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import type { ApiRequest } from '../api/baseQuery';

/**
 * The requests of the portal's RTK Query endpoints, read from the endpoints themselves (docs/api.md "Contract"):
 * each endpoint's `query` is called with a stand-in argument whose every value prints as `{name}`, so
 * `students/${id}/notes` reads `students/{id}/notes`, and its answer schema is the very one `callApi` checks.
 */

/** Marks a stand-in value; its name is the argument's property it stands for. */
const STAND_IN = Symbol('standIn');

export function standIn(name: string, fields: Record<string, unknown> = {}): unknown {
  const text = `{${name}}`;
  // A function, so that a method called on it (`files.forEach(…)`) answers another stand-in.
  return new Proxy(() => undefined, {
    apply: () => standIn(name),
    get(_target, key) {
      if (key === STAND_IN) return name;
      if (typeof key === 'string' && key in fields) return fields[key];
      if (key === Symbol.toPrimitive) return () => text;
      // A list stands for no item: a loop over the files of an upload runs zero times.
      if (key === Symbol.iterator) return function* none() {};
      if (key === 'toString' || key === 'valueOf' || key === 'toJSON') return () => text;
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return standIn(key);
    },
    has: () => true,
  });
}

/** The name a stand-in stands for, or null for a real value. */
export function standInName(value: unknown): string | null {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return null;
  const name: unknown = (value as Record<symbol, unknown>)[STAND_IN];
  return typeof name === 'string' ? name : null;
}

/**
 * Endpoints that send another request for some arguments (a save that creates without an id, updates with one):
 * each variant's argument fields, under the variant's operation name. A stand-in argument reads the update.
 */
const VARIANTS: Record<string, Record<string, Record<string, unknown>>> = {
  saveGuardian: { addGuardian: { guardianId: null } },
  saveRequestType: { createRequestType: { id: null } },
  saveRole: { createRole: { id: null } },
};

export interface EndpointRequest {
  name: string;
  kind: 'query' | 'mutation';
  request: ApiRequest;
}

/** Every endpoint injected into the one api (import the features' `*.api.ts` first), with the request it sends. */
export function endpointRequests(): { requests: EndpointRequest[]; unreadable: string[] } {
  const names = Object.keys(api.endpoints);
  const definitions: Record<string, EndpointDefinition<unknown, never, string, unknown>> = {};
  api.enhanceEndpoints({
    endpoints: Object.fromEntries(
      names.map((name) => [
        name,
        (definition: EndpointDefinition<unknown, never, string, unknown>) => {
          definitions[name] = definition;
        },
      ]),
    ),
  });
  const requests: EndpointRequest[] = [];
  const unreadable: string[] = [];
  // An upload appends the chosen file; a stand-in is no file, so while reading, the form takes it as text.
  const RealFormData = globalThis.FormData;
  globalThis.FormData = class StandInForm extends RealFormData {
    override append(field: string, value: string | Blob): void {
      super.append(field, value instanceof Blob ? value : String(value));
    }
  };
  try {
    readEach(names, definitions, requests, unreadable);
  } finally {
    globalThis.FormData = RealFormData;
  }
  return { requests, unreadable };
}

function readEach(
  names: string[],
  definitions: Record<string, unknown>,
  requests: EndpointRequest[],
  unreadable: string[],
): void {
  for (const name of names) {
    const definition = definitions[name] as
      { type: string; query?: (arg: unknown) => ApiRequest } | undefined;
    try {
      const kind = definition?.type === 'mutation' ? 'mutation' : 'query';
      const variants = Object.entries(VARIANTS[name] ?? {});
      for (const [variant, fields] of [[name, {}] as const, ...variants]) {
        const request = definition?.query?.(standIn('arg', fields));
        if (!request || typeof request.url !== 'string') throw new Error('no request');
        requests.push({ name: variant, kind, request });
      }
    } catch {
      unreadable.push(name);
    }
  }
}
