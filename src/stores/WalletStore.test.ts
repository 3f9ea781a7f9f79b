// The wallet as its store keeps it over the real API client: the balance and entries, the next page appended,
// the refund of the unused balance read back, a refused refund said in the server's words, and sign-out.
import { describe, expect, it, vi } from 'vitest';
import type { Wallet, WalletEntry } from '@contract';
import { createFakeApi, jsonReply, type FakeRoute } from '@/test/fakes';
import { WalletStore } from './WalletStore';

const entry = (id: string, kind: WalletEntry['kind'], amountPaise: number, balanceAfterPaise: number) => ({
  _id: id,
  kind,
  amountPaise,
  balanceAfterPaise,
  description: kind === 'top_up' ? 'Wallet top-up of ₹500/-' : 'Instant consultation',
  createdAt: '2030-01-07T04:00:00.000Z',
  receipt:
    kind === 'top_up'
      ? { _id: `r-${id}`, number: 'RCT/29-30/000001', fileName: 'RCT-29-30-000001.pdf' }
      : null,
  instantId: kind === 'charge' ? 'i1' : null,
});
const firstPage: Wallet = {
  balancePaise: 46000,
  entries: [entry('e2', 'charge', -4000, 46000)],
  nextCursor: 'c1',
};
const secondPage: Wallet = {
  balancePaise: 46000,
  entries: [entry('e1', 'top_up', 50000, 50000)],
  nextCursor: null,
};

function open(route: FakeRoute) {
  const calls: string[] = [];
  const { api } = createFakeApi((request) => {
    calls.push(`${request.method} ${request.path}`);
    return route(request);
  });
  return { wallet: new WalletStore(api), calls };
}

describe('WalletStore', () => {
  it('reads the balance and entries, then appends the next page', async () => {
    const { wallet, calls } = open(({ path }) =>
      jsonReply(200, path.includes('cursor=c1') ? secondPage : firstPage),
    );
    await wallet.wallet.load();
    expect(wallet.balancePaise).toBe(46000);
    expect(wallet.more.hasMore).toBe(true);
    await wallet.more.load();
    expect(wallet.wallet.data?.entries.map((e) => e._id)).toEqual(['e2', 'e1']);
    expect(wallet.more.hasMore).toBe(false);
    expect(calls).toEqual(['GET /api/wallet', 'GET /api/wallet?cursor=c1']);
  });

  it('refunds the unused balance and reads the wallet again', async () => {
    let refunded = false;
    const { wallet, calls } = open(({ method }) => {
      if (method === 'POST') {
        refunded = true;
        return jsonReply(200, { refundedPaise: 46000, refunds: 1, balancePaise: 0 });
      }
      return jsonReply(200, refunded ? { ...firstPage, balancePaise: 0, nextCursor: null } : firstPage);
    });
    await wallet.wallet.load();
    await expect(wallet.refundUnused()).resolves.toMatchObject({ refundedPaise: 46000 });
    expect(wallet.balancePaise).toBe(0);
    expect(wallet.refunding).toBe(false);
    expect(calls).toEqual(['GET /api/wallet', 'POST /api/wallet/refund', 'GET /api/wallet']);
  });

  it('reads the wallet again when the push channel says the balance moved, until it stops watching', async () => {
    let balancePaise = 46000;
    const { wallet, calls } = open(() => jsonReply(200, { ...firstPage, balancePaise }));
    let push: ((event: { balancePaise: number }) => void) | null = null;
    const stop = wallet.watch({
      on: (_type, handler) => {
        push = handler;
        return () => (push = null);
      },
    });
    await wallet.wallet.load();
    balancePaise = 42000;
    push!({ balancePaise });
    await vi.waitFor(() => expect(wallet.balancePaise).toBe(42000));
    stop();
    expect(push).toBeNull();
    expect(calls).toEqual(['GET /api/wallet', 'GET /api/wallet']);
  });

  it("says a refused refund in the server's words, and forgets everything at sign-out", async () => {
    const { wallet } = open(({ method }) =>
      method === 'POST'
        ? jsonReply(409, {
            message: 'Your wallet has no unused balance to refund.',
            code: 'conflict',
            reason: 'wallet_empty',
          })
        : jsonReply(200, { balancePaise: 0, entries: [], nextCursor: null }),
    );
    await wallet.wallet.load();
    await expect(wallet.refundUnused()).rejects.toThrow('Your wallet has no unused balance to refund.');
    expect(wallet.refunding).toBe(false);
    wallet.reset();
    expect(wallet.wallet).toMatchObject({ state: 'idle', data: undefined });
    expect(wallet.balancePaise).toBeNull();
  });
});
