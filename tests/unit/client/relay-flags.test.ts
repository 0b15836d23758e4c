// vite.config.ts drops Relay's fragment hook for ENABLE_ACTIVITY_COMPATIBILITY
// off (see RELAY_UNUSED_VARIANTS); that is only right while the flag is on.
import { RelayFeatureFlags } from 'relay-runtime';
import { describe, expect, it } from 'vitest';

describe('Relay feature flags the build relies on', () => {
  it('has ENABLE_ACTIVITY_COMPATIBILITY on by default', () => {
    expect(RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
  });
});
