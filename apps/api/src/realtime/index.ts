export { createBus, createMemoryBus, createRedisBus, type Bus, type BusHandler } from './bus.js';
export {
  createRealtime,
  parsePayload,
  type ActionHandler,
  type Endpoint,
  type Realtime,
  type RealtimeOptions,
  type SocketSession,
} from './socket.js';
