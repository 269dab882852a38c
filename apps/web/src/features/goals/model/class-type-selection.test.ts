import { describe, expect, it } from 'vitest';
import { subjectsToSave } from './class-type-selection';

describe('subjectsToSave', () => {
  const offered = [{ id: 3 }, { id: 1 }, { id: 7 }];
  it('keeps the catalogue order of the chosen subjects', () => {
    expect(subjectsToSave([7, 3], offered)).toEqual([3, 7]);
  });
  it('drops subjects the class year does not offer', () => {
    expect(subjectsToSave([1, 42], offered)).toEqual([1]);
  });
  it('is empty when nothing offered is chosen', () => {
    expect(subjectsToSave([42], offered)).toEqual([]);
  });
});
