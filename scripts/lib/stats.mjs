// Times as the bench prints them (scripts/bench.mjs, docs/speed.md): a median with the spread of its runs, and
// the machine's load beside it. On a shared 2-core machine one run can take twice another; a median alone hides
// that, and the load says how busy the machine was while the runs were taken.
import { availableParallelism, loadavg } from 'node:os';

const finite = (xs) => xs.filter((x) => typeof x === 'number' && Number.isFinite(x));

export const median = (xs) => {
  const s = finite(xs).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

export const p95 = (xs) => {
  const s = finite(xs).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] : NaN;
};

/** "720 ms (610–980 ms, 5 runs)": the median, the fastest and slowest run; runs without a figure are counted apart. */
export function timeSpread(xs) {
  const s = finite(xs).sort((a, b) => a - b);
  const missing = xs.length - s.length;
  const lost = missing ? `, ${missing} without a figure` : '';
  if (!s.length) return `n/a (${xs.length} runs${lost})`;
  const r = (n) => Math.round(n);
  return `${r(median(s))} ms (${r(s[0])}–${r(s[s.length - 1])} ms, ${s.length} runs${lost})`;
}

/** The load average over the last minute, now: taken right after a set of runs, it covers them. */
export const loadNow = () => loadavg()[0];

/** "load 3.2 (2 cores)" */
export const loadNote = (load) => `load ${load.toFixed(1)} (${availableParallelism()} cores)`;
