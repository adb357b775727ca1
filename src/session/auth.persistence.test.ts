import { describe, expect, it } from 'vitest';
import type { Branch, Student, User, Year } from '../api/schemas';
import { createStore } from '../store/store';
import { readStoredSelection } from './auth.persistence';
import {
  clearUser,
  login,
  selectBranch,
  selectStudent,
  selectYear,
  setProfile,
  setRoles,
} from './auth.slice';

const year: Year = { schoolyearid: 2, description: '2026-2027' };
const branch: Branch = {
  schoolbranchid: 3,
  branchname: 'Marrakech Guéliz',
  school: { schoolname: 'École Les Orangers' },
  years: [year],
};
const student: Student = { studentid: 102, firstname_fr: 'Adam', branchs: [branch] };
const user: User = {
  id: 3,
  email: 'parent@demo.test',
  displayname: 'Karim El Idrissi',
  isParent: true,
  roles: [],
  branchs: [branch],
  students: [student],
};

describe('auth persistence (Auth state actions, Storage keys)', () => {
  it('Select branch: saves SELECTED_BRANCH', () => {
    createStore().dispatch(selectBranch(branch));
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('3');
  });

  it('Select branch: null removes the stored SELECTED_BRANCH', () => {
    const store = createStore();
    store.dispatch(selectBranch(branch));
    store.dispatch(selectBranch(null));
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBeNull();
  });

  it('Select student: saves SELECTED_STUDENT', () => {
    createStore().dispatch(selectStudent(student));
    expect(window.localStorage.getItem('SELECTED_STUDENT')).toBe('102');
  });

  it('Select student: null removes the stored SELECTED_STUDENT', () => {
    const store = createStore();
    store.dispatch(selectStudent(student));
    store.dispatch(selectStudent(null));
    expect(window.localStorage.getItem('SELECTED_STUDENT')).toBeNull();
  });

  it('Login: saves the year as SELECTED_YEAR', () => {
    createStore().dispatch(login({ user, year }));
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('2');
  });

  it('Login: a login without a year removes the stored SELECTED_YEAR', () => {
    window.localStorage.setItem('SELECTED_YEAR', '2');
    createStore().dispatch(login({ user, year: null }));
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBeNull();
  });

  it('Year change: saves the new year as SELECTED_YEAR', () => {
    const store = createStore();
    store.dispatch(selectYear({ schoolyearid: 1, description: '2025-2026' }));
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('1');
  });

  it('Storage: roles, profile and clear user write nothing else to storage', () => {
    const store = createStore();
    store.dispatch(setRoles([]));
    store.dispatch(setProfile(null));
    store.dispatch(clearUser());
    expect(window.localStorage.length).toBe(0);
  });

  it('Storage: readStoredSelection reads the three stored ids', () => {
    window.localStorage.setItem('SELECTED_BRANCH', '3');
    window.localStorage.setItem('SELECTED_YEAR', '2');
    window.localStorage.setItem('SELECTED_STUDENT', '102');
    expect(readStoredSelection()).toEqual({ branchId: 3, yearId: 2, studentId: 102 });
  });

  it('Push notifications: a link naming a child (?student=) wins over the stored child; a malformed one is no child', () => {
    window.localStorage.setItem('SELECTED_BRANCH', '1');
    window.localStorage.setItem('SELECTED_YEAR', '2');
    window.localStorage.setItem('SELECTED_STUDENT', '101');
    try {
      window.history.replaceState(null, '', '/requests?student=102');
      expect(readStoredSelection()).toEqual({ branchId: 1, yearId: 2, studentId: 102 });
      window.history.replaceState(null, '', '/requests?student=1e2');
      expect(readStoredSelection().studentId).toBeNull();
      window.history.replaceState(null, '', '/requests');
      expect(readStoredSelection().studentId).toBe(101);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('Storage: readStoredSelection reads absent ids as null', () => {
    expect(readStoredSelection()).toEqual({ branchId: null, yearId: null, studentId: null });
  });

  it('Storage: readStoredSelection ignores non-numeric values', () => {
    for (const raw of ['abc', '', '1.5', '-1', '2e3', 'null', 'undefined', ' 3', '0x1f', '{"id":3}']) {
      window.localStorage.setItem('SELECTED_BRANCH', raw);
      window.localStorage.setItem('SELECTED_YEAR', raw);
      window.localStorage.setItem('SELECTED_STUDENT', raw);
      expect(readStoredSelection(), JSON.stringify(raw)).toEqual({
        branchId: null,
        yearId: null,
        studentId: null,
      });
    }
  });

  it('Storage: what the actions save is what readStoredSelection reads back', () => {
    const store = createStore();
    store.dispatch(login({ user, year }));
    store.dispatch(selectBranch(branch));
    store.dispatch(selectStudent(student));
    expect(readStoredSelection()).toEqual({ branchId: 3, yearId: 2, studentId: 102 });
  });
});
