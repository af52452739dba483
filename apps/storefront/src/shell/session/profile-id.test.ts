import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../clients/identity/browser-stubs.test-support.ts';
import { forgetProfileId, PROFILE_ID_STORAGE_KEY, readProfileId, rememberProfileId } from './profile-id.ts';

const id = '8d2f1c3e-0a4b-4c5d-9e6f-000000000003';

describe('the profile-id storage key', () => {
  it('keeps the signed-in customer’s id under profile-id until the sign-out forgets it', () => {
    const storage = memoryStorage();
    expect(readProfileId(storage)).toBeUndefined();
    rememberProfileId(id, storage);
    expect(storage.getItem(PROFILE_ID_STORAGE_KEY)).toBe(id);
    expect(readProfileId(storage)).toBe(id);
    forgetProfileId(storage);
    expect(readProfileId(storage)).toBeUndefined();
  });

  it('reads a value this code did not write as none', () => {
    const storage = memoryStorage();
    storage.setItem(PROFILE_ID_STORAGE_KEY, '<script>');
    expect(readProfileId(storage)).toBeUndefined();
  });
});
