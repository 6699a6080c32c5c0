// What jsdom lacks and these screens' libraries read: react-router's TextEncoder when it loads, antd's selects a
// MessageChannel (a macrotask) when they open or close. Imported first by the tests here.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

/** A message channel as antd's selects use it: a message posted on one port reaches the other's onmessage, later. */
class TimerMessageChannel {
  port1: { onmessage: ((e: { data: unknown }) => void) | null; postMessage(data: unknown): void };
  port2: { onmessage: ((e: { data: unknown }) => void) | null; postMessage(data: unknown): void };
  constructor() {
    const port = () => ({ onmessage: null as ((e: { data: unknown }) => void) | null, postMessage: (_: unknown) => undefined });
    this.port1 = port();
    this.port2 = port();
    this.port1.postMessage = (data) => void setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => void setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}
globalThis.MessageChannel ??= TimerMessageChannel as unknown as typeof MessageChannel;

// antd's tables measure the scrollbar through a pseudo-element, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jsdom does not scroll.
window.scrollTo = () => undefined;
