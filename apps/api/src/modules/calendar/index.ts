export {
  addDays,
  dayEndIn,
  daysBetween,
  isValidTimeZone,
  localDateIn,
  localDayIn,
  localTimeIn,
  systemClock,
  weekdayIndex,
  zoneOf,
  type Clock,
} from './zone.js';
