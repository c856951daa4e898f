import { clearDraft, DRAFT_TTL_MS, loadDraft, saveDraft, setUserInfo, clearUserInfo, withoutSecrets } from '@/session';

describe('form drafts', () => {
  beforeEach(() => {
    localStorage.clear();
    setUserInfo({ account_name: 'demo' });
  });

  it('keep what was typed for the same account after a sign-out', () => {
    saveDraft('app', { name: 'My app', platform: 'ios' }, 1000);
    clearUserInfo();
    expect(loadDraft('app', 2000)).toBeNull(); // nobody signed in
    setUserInfo({ account_name: 'demo' });
    expect(loadDraft('app', 2000)).toEqual({ savedAt: 1000, values: { name: 'My app', platform: 'ios' } });
  });

  it('are not offered to another account', () => {
    saveDraft('app', { name: 'Mine' });
    setUserInfo({ account_name: 'sub01' });
    expect(loadDraft('app')).toBeNull();
  });

  it('never store a password or secret, at any depth', () => {
    saveDraft('user', {
      name: 'ops',
      password: 'Secret#1',
      confirmPassword: 'Secret#1',
      nested: { oldPwd: 'x', note: 'kept' },
    });
    const raw = Object.keys(localStorage)
      .map((k) => localStorage.getItem(k))
      .join('');
    expect(raw).not.toContain('Secret#1');
    expect(raw).not.toContain('oldPwd');
    expect(loadDraft('user')?.values).toEqual({ name: 'ops', nested: { note: 'kept' } });
    expect(withoutSecrets({ secret: 'a', verifyCode: 'b', a: [{ password: 'c', b: 1 }] })).toEqual({ a: [{ b: 1 }] });
  });

  it('expire after a week', () => {
    saveDraft('app', { name: 'Old' }, 0);
    expect(loadDraft('app', DRAFT_TTL_MS)).not.toBeNull();
    expect(loadDraft('app', DRAFT_TTL_MS + 1)).toBeNull();
    expect(Object.keys(localStorage).some((k) => k.startsWith('mc_draft:'))).toBe(false);
  });

  it('are removed when empty or cleared', () => {
    saveDraft('app', { name: 'x' });
    saveDraft('app', { name: '', tags: [] });
    expect(loadDraft('app')).toBeNull();
    saveDraft('app', { name: 'x' });
    clearDraft('app');
    expect(loadDraft('app')).toBeNull();
  });

  it('ignore a tampered entry', () => {
    localStorage.setItem('mc_draft:demo:app', '{not json');
    expect(loadDraft('app')).toBeNull();
  });
});
