// react-router reads TextEncoder when it loads and jsdom does not define it: imported first by the tests here.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
