import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { signedInFiles } from './signed-in-files';

const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, name: fileName.replace(/-\w+\.js$/, ''), isEntry: false, ...extra }) as Rolldown.OutputChunk;

describe('signedInFiles', () => {
  it('names the two signed-in chunks and what they import, less what the entry already loads', () => {
    const bundle = {
      'index-1.js': chunk('index-1.js', ['react-2.js', 'first-3.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
      'react-2.js': chunk('react-2.js', []),
      'first-3.js': chunk('first-3.js', ['react-2.js']),
      'signed-in-4.js': chunk('signed-in-4.js', ['react-2.js', 'zod-5.js', 'mantine-6.js']),
      'zod-5.js': chunk('zod-5.js', []),
      'mantine-6.js': chunk('mantine-6.js', ['react-2.js']),
      'profile-page-7.js': chunk('profile-page-7.js', ['signed-in-4.js']),
      'dashboard-panels-8.js': chunk('dashboard-panels-8.js', ['signed-in-4.js', 'virtual-9.js']),
      'virtual-9.js': chunk('virtual-9.js', []),
    } as unknown as Rolldown.OutputBundle;
    expect(signedInFiles(bundle)).toEqual(['/signed-in-4.js', '/zod-5.js', '/mantine-6.js', '/dashboard-panels-8.js', '/virtual-9.js']);
  });

  it('refuses a build that lost one of them', () => {
    const bundle = {
      'index-1.js': chunk('index-1.js', [], { isEntry: true, facadeModuleId: '/app/index.html' }),
      'signed-in-4.js': chunk('signed-in-4.js', []),
    } as unknown as Rolldown.OutputBundle;
    expect(() => signedInFiles(bundle)).toThrow(/both signed-in chunks/);
  });
});
