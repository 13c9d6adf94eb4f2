import { render, screen } from '@testing-library/react';
import { createContext, useContext, type Context } from 'react';
import { contractContext } from './contract-context';

describe('the contract contexts', () => {
  it('are one per page and name: every copy of the kernel that asks gets the same context', () => {
    expect(contractContext('store@1')).toBe(contractContext('store@1'));
    expect(contractContext('store@1')).not.toBe(contractContext('api@1'));
    // A new major's context is another one: the shell provides both for the deprecation window.
    expect(contractContext('store@2')).not.toBe(contractContext('store@1'));
  });

  it('reach a reader of another copy: a provider of one and a reader of the other meet', () => {
    // Another copy of @checkout/shared (a remote built against another version) made it first.
    const theirs = createContext<string | null>(null);
    (globalThis as Record<symbol, Context<string | null>>)[Symbol.for('@checkout/other-copy@1')] = theirs;
    const ours = contractContext<string>('other-copy@1');
    expect(ours).toBe(theirs);
    function Reader() {
      return <p>{useContext(ours)}</p>;
    }
    render(
      <theirs.Provider value="from the shell">
        <Reader />
      </theirs.Provider>,
    );
    expect(screen.getByText('from the shell')).toBeInTheDocument();
  });
});
