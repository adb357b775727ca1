import { formParts, multipart } from '../../src/mocks/core/multipart';

/**
 * A test-environment bridge, for the files that install it (and remove it when done). Vitest's jsdom bridge hands
 * a FormData's File to the demo API as a nameless Node Blob whose content is lost (it reads a jsdom internal
 * renamed in jsdom 29); browsers do not, so a FormData body is serialized here as a browser serializes it. The app
 * code is unchanged. (jsdom's Blob without stream(), which MSW needs for blob answers, is bridged in tests/setup.ts.)
 */
export function installBrowserBridges(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest');
  const Intercepted = globalThis.XMLHttpRequest;
  const Bridged = new Proxy(Intercepted, {
    construct(target, args) {
      const xhr = Reflect.construct(target, args) as XMLHttpRequest;
      return new Proxy(xhr, {
        get(inner, property) {
          if (property !== 'send') return Reflect.get(inner, property) as unknown;
          return (body?: Document | XMLHttpRequestBodyInit | null) => {
            if (!(body instanceof FormData)) return inner.send(body);
            void formParts(body).then((parts) => {
              const { type, bytes } = multipart(parts);
              inner.setRequestHeader('Content-Type', type);
              inner.send(bytes);
            });
            return undefined;
          };
        },
        set(inner, property, value) {
          return Reflect.set(inner, property, value);
        },
      });
    },
  });
  Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, writable: true, value: Bridged });
  return () => {
    if (descriptor) Object.defineProperty(globalThis, 'XMLHttpRequest', descriptor);
  };
}
