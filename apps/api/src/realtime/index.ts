export { createBus, createMemoryBus, createRedisBus, type Bus, type BusHandler } from './bus.js';
export {
  createRealtime,
  parsePayload,
  sessionsEndedChannel,
  type ActionHandler,
  type Endpoint,
  type Realtime,
  type RealtimeOptions,
  type SessionsEnded,
  type SocketSession,
} from './socket.js';
