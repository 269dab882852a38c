export {
  addDays,
  daysBetween,
  isValidTimeZone,
  localDateIn,
  systemClock,
  weekdayIndex,
  zoneOf,
  type Clock,
} from './zone.js';
