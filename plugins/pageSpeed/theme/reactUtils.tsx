/**
 * Stands in for @docusaurus/theme-common 3.9.2's lib/utils/reactUtils.js
 * (plugins/pageSpeed/index.ts swaps it in). It is that module with one change:
 * useShallowMemoObject orders its keys with `<` instead of
 * String.prototype.localeCompare.
 *
 * Why: the first localeCompare on a page makes the browser build an ICU
 * collator, 88 ms of main thread under 4× CPU slowdown (measured in
 * Chromium), and Docusaurus makes that first call while hydrating every doc
 * page (the navbar's secondary menu, and each code block's word-wrap
 * observer), inside an already long task. The keys are property names, so
 * any fixed order does: the hook only needs the same dependency order on
 * every render.
 *
 * The rest is Docusaurus' code (MIT, Copyright (c) Facebook, Inc. and its
 * affiliates), unchanged. tests/unit/pageSpeed/reactUtils.test.ts fails if an
 * upgrade changes the original's exports, and tests/e2e/site/page-speed.spec.ts
 * if a doc page calls localeCompare while loading.
 */
import React, {useCallback, useMemo, useRef, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as T;
}

export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? ''} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  // Order-insensitive, as the original; `<` needs no collator (see above).
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the object's entries, sorted, not names the rule can read
  return useMemo(() => obj, deps.flat());
}

type SimpleProvider = ComponentType<{children: ReactNode}>;

export function composeProviders(providers: SimpleProvider[]): SimpleProvider {
  // One component: cheaper than nesting a component per provider.
  return ({children}) => (
    <>
      {providers.reduceRight(
        (element, CurrentProvider) => (
          <CurrentProvider>{element}</CurrentProvider>
        ),
        children,
      )}
    </>
  );
}
