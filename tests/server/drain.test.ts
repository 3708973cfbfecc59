// The drain names each step before it starts it, so that a drain that runs out of time can say which
// step it was waiting on (server/main.ts logs it with "drain did not finish in time").
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '#server/cluster/cluster.ts';
import { DRAIN_STEP, drain } from '#server/drain.ts';

const quiet = { info: () => undefined };

function fakes(order: string[]) {
  const app = { close: async () => void order.push('app closed') } as unknown as FastifyInstance;
  const cluster = { leave: async () => void order.push('rooms handed over') } as unknown as Cluster;
  return { app, cluster };
}

describe('drain', () => {
  it('names the hand-over, then the closing of the app, each before it starts', async () => {
    const order: string[] = [];
    await drain(fakes(order), quiet, (step) => order.push(step));
    expect(order).toEqual([DRAIN_STEP.clusterLeave, 'rooms handed over', DRAIN_STEP.appClose, 'app closed']);
  });

  it('has no hand-over outside a cluster', async () => {
    const order: string[] = [];
    await drain({ app: fakes(order).app, cluster: null }, quiet, (step) => order.push(step));
    expect(order).toEqual([DRAIN_STEP.appClose, 'app closed']);
  });
});
