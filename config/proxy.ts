/**
 * Dev-server proxy. By default the embedded mock API answers every call, so
 * nothing is proxied. Set PROXY_TARGET (e.g. https://api.example.com) together
 * with MOCK=none to send the provider paths to a real backend instead.
 */
const target = process.env.PROXY_TARGET;

const proxy: Record<string, { target: string; changeOrigin: boolean }> = target
  ? {
      '/media/': { target, changeOrigin: true },
      '/admin/': { target, changeOrigin: true },
    }
  : {};

export default proxy;
