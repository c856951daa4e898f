// Stands in for the dayjs locales umi's locale plugin would bundle (config/webpack.ts).
export {};
