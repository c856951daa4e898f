/** @jest-environment node */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { takeContractViolations } from '../../contract/violations';
import { DEMO, heldTimers, startApi } from '../helpers';

describe('node adapter', () => {
  test('unknown paths go to next(); invalid JSON → 400 / 4001; unknown API → 404', async () => {
    const api = await startApi();
    try {
      const other = await api.get('/index.html');
      expect(await other.text()).toBe('not a mock path');
      const bad = await fetch(`${api.base}/media/authorize/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{oops',
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { code: number }).code).toBe(4001);
      const missing = await api.post('/media/nothing/here');
      expect(missing.status).toBe(404);
      const method = await api.get('/media/authorize/get');
      expect(method.status).toBe(405);
      // Neither call is in the contract: the checks say so (and this test expects it).
      expect(takeContractViolations().map((v) => `${v.kind} ${v.method} ${v.path}`)).toEqual([
        'unknown-operation POST /media/nothing/here',
        'unknown-operation GET /media/authorize/get',
      ]);
    } finally {
      await api.close();
    }
  });

  test('drop closes the socket; slow delays the answer', async () => {
    const api = await startApi();
    try {
      await expect(api.post('/media/authorize/keep', {}, { headers: { 'x-mock-fault': 'drop' } })).rejects.toThrow();
      await api.post('/__mock/faults', { type: 'slow', delayMs: 200, times: 1 });
      // On the test's clock: the answer is written once 200 ms of it have passed, not before.
      const timers = heldTimers();
      try {
        let answered = false;
        const pending = api.post('/media/authorize/get', DEMO).finally(() => {
          answered = true;
        });
        await timers.untilOneIsSet();
        await jest.advanceTimersByTimeAsync(199);
        expect(answered).toBe(false);
        await jest.advanceTimersByTimeAsync(1);
        const r = await pending;
        expect(r.body.code).toBe(0);
      } finally {
        jest.useRealTimers();
      }
    } finally {
      await api.close();
    }
  });

  test('persist: state survives a restart; file written atomically; reset restores the seed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-'));
    try {
      let api = await startApi({ persist: true, dataDir: dir });
      const token = await api.signIn();
      const upd = await api.post('/media/update', { company: 'Renamed Media Ltd.' }, { token });
      expect(upd.body.code).toBe(0);
      api.mw.flush();
      const file = path.join(dir, 'state.json');
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      await api.close();

      api = await startApi({ persist: true, dataDir: dir });
      // Sessions survive a dev-server restart too.
      const find = await api.post<{ company: string }>('/media/find', {}, { token });
      expect(find.body.result.company).toBe('Renamed Media Ltd.');
      await api.post('/__mock/reset');
      const token2 = await api.signIn();
      const again = await api.post<{ company: string }>('/media/find', {}, { token: token2 });
      expect(again.body.result.company).toBe('Demo Media Ltd.');
      api.mw.flush();
      await api.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
