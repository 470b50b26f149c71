/** Shared helpers of the action tests. */
import { expect } from 'vitest';
import type { AnyNode } from '../../model/types';
import { fixtureStore } from '../fixture.test-util';

export function setup() {
  const fixture = fixtureStore();
  const { store } = fixture;
  const node = (id: string) => store.getState().nodes[id] as AnyNode;
  const props = (id: string) => node(id).props as unknown as Record<string, unknown>;
  /** No invariant broken so far. */
  const clean = () => expect(fixture.invariantIssues()).toEqual([]);
  return { ...fixture, node, props, clean };
}
