export { default as Name } from './Name';
export { default as Code } from './Code';
export { isolate, isolateFigure, stripIsolates } from './isolate';
export { NAME_SELECT } from './nameSelect';
export { useSentence } from './sentence';
