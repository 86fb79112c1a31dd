import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyStoredColorScheme, drawFirstView, finishFirstView, firstViewMessage, firstViewSettled, startFirstView } from './first-view';

const view = () => document.getElementById('first-view');
const root = () => document.getElementById('root') as HTMLElement;

describe("the dashboard's first view", () => {
  beforeEach(() => {
    delete (globalThis as { __goodhoursFirstViewDone?: boolean }).__goodhoursFirstViewDone;
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it("shows the product name and the header's message as text, hidden from assistive technology, with the app inert under it", () => {
    drawFirstView(document, '<b>Log</b> your hours');
    expect(view()?.getAttribute('aria-hidden')).toBe('true');
    expect(view()?.textContent).toBe('Goodhours<b>Log</b> your hours');
    expect(view()?.querySelector('b')).toBeNull();
    expect(root().inert).toBe(true);
  });

  it('goes when the app has drawn, gives the app back, and is not drawn again by a late answer', () => {
    drawFirstView(document, 'Hello');
    finishFirstView(document);
    expect(view()).toBeNull();
    expect(root().inert).toBe(false);
    drawFirstView(document, 'Hello');
    expect(view()).toBeNull();
  });

  it("is drawn over the app's loading skeleton", () => {
    root().append(document.createElement('div'));
    drawFirstView(document, 'Hello');
    expect(view()?.textContent).toContain('Hello');
  });

  it('goes by itself if the app never says it has drawn', () => {
    vi.useFakeTimers();
    drawFirstView(document, 'Hello');
    vi.advanceTimersByTime(12_000);
    expect(view()).toBeNull();
    expect(root().inert).toBe(false);
  });

  it("shows the Owner's message, else the standard one, and no picture", () => {
    expect(firstViewMessage({ ownerMessage: 'Owner', standardMessage: 'Standard' })).toBe('Owner');
    expect(firstViewMessage({ ownerMessage: '', standardMessage: 'Standard' })).toBe('Standard');
    expect(firstViewMessage({ ownerMessage: 'data:image/png;base64,AAAA', standardMessage: '' })).toBeNull();
    expect(firstViewMessage(null)).toBeNull();
  });

  it('reads a copy of the early answer, leaving its body to the app', async () => {
    const response = new Response(JSON.stringify({ ownerMessage: 'From the server', standardMessage: '' }), { status: 200 });
    startFirstView(document, Promise.resolve(response));
    await vi.waitFor(() => expect(view()?.textContent).toContain('From the server'));
    await expect(response.json()).resolves.toEqual({ ownerMessage: 'From the server', standardMessage: '' });
  });

  it('draws the header row alone when the message call failed', async () => {
    startFirstView(document, Promise.resolve(new Response('{}', { status: 500 })));
    await vi.waitFor(() => expect(view()?.textContent).toBe('Goodhours'));
  });

  it("takes the person's stored colour scheme, else the system's", () => {
    const system = (dark: boolean) => vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: dark } as MediaQueryList);
    system(true);
    applyStoredColorScheme(document);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    localStorage.setItem('goodhours.colorScheme', 'light');
    applyStoredColorScheme(document);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    system(false);
    localStorage.setItem('goodhours.colorScheme', 'dark');
    applyStoredColorScheme(document);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    vi.restoreAllMocks();
  });

  it('lets the app start drawing once the first view is drawn, or once the message call has failed', async () => {
    let answer: (r: Response) => void = () => undefined;
    startFirstView(document, new Promise<Response>((resolve) => (answer = resolve)));
    let started = false;
    void firstViewSettled().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    answer(new Response(JSON.stringify({ ownerMessage: 'Hello' }), { status: 200 }));
    await vi.waitFor(() => expect(started).toBe(true));
    expect(view()?.textContent).toContain('Hello');
  });

  it('lets the app start after a while if the message never answers', async () => {
    vi.useFakeTimers();
    startFirstView(document, new Promise<Response>(() => undefined));
    let started = false;
    void firstViewSettled().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(true);
  });
});
