import path from 'node:path';
import { frontEndConfig } from '@ps/build/rspack';

export default frontEndConfig({
  name: 'shell',
  dir: __dirname,
  html: {
    title: 'Productivity Suite',
    template: path.join(__dirname, 'index.html'),
    // The chunks src/index.ts and src/bootstrap.tsx name: every start loads them.
    startChunks: ['bootstrap', 'app'],
  },
  publicDir: path.join(__dirname, 'public'),
});
