import { REMOTE_CONTRACT_VERSION, type RemoteContract } from '@checkout/shared';
import { contractFor, PREVIOUS_CONTRACT } from './remote-contract-loader';

const contract = (contractVersion: number, name: RemoteContract['name'] = 'mfe_agenda'): RemoteContract => ({
  contractVersion,
  kernelVersion: '3.0.0',
  name,
  steps: {},
});

describe('the contracts a shell runs', () => {
  it('runs its own major and, today, no other (contract 1 is the first: there is no previous one)', () => {
    expect(PREVIOUS_CONTRACT).toBeNull();
    const own = contract(REMOTE_CONTRACT_VERSION);
    expect(contractFor(own)).toBe(own);
    expect(contractFor(contract(REMOTE_CONTRACT_VERSION + 1))).toBeNull();
    expect(contractFor(contract(REMOTE_CONTRACT_VERSION - 1))).toBeNull();
  });

  it('after a major: runs the previous one through its adapter, and refuses the one before', () => {
    const [current, previousMajor] = [REMOTE_CONTRACT_VERSION, REMOTE_CONTRACT_VERSION - 1];
    const previous = {
      version: previousMajor,
      adapt: (c: RemoteContract): RemoteContract => ({ ...c, contractVersion: current, name: 'mfe_contact' }),
    };
    expect(contractFor(contract(previousMajor), previous)).toMatchObject({
      contractVersion: current,
      name: 'mfe_contact',
    });
    expect(contractFor(contract(previousMajor - 1), previous)).toBeNull();
    const own = contract(current);
    expect(contractFor(own, previous)).toBe(own);
  });
});
