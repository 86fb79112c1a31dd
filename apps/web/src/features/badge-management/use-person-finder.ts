import { BADGE_ADMIN_MESSAGES as M } from '@goodhours/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchPeopleNamed } from '../../api/badges';
import { peopleNamed, SEVERAL_PEOPLE, type Person } from './assign-model';

export type FindResult = { person: Person } | { problem: string };

/**
 * The person badges go to, found by first and last name (ignoring case and surrounding spaces);
 * when several share the name, the admin chooses one by e-mail. Changing a name forgets the person.
 */
export function usePersonFinder() {
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [namesakes, setNamesakes] = useState<Person[]>([]);
  const [person, setPerson] = useState<Person | null>(null);

  const forget = () => {
    setNamesakes([]);
    setPerson(null);
  };

  /** Finds the person named (or returns the one already found); throws when the look-up fails. */
  const find = async (): Promise<FindResult> => {
    if (!firstName.trim() || !lastName.trim()) return { problem: M.noName };
    if (person) return { person };
    if (namesakes.length > 1) return { problem: SEVERAL_PEOPLE };
    const page = await fetchPeopleNamed(queryClient, firstName, lastName);
    const matches = peopleNamed(page.items, firstName, lastName);
    const [only] = matches;
    if (!only) return { problem: M.userNotFound };
    if (matches.length > 1) {
      setNamesakes(matches);
      return { problem: SEVERAL_PEOPLE };
    }
    setPerson(only);
    return { person: only };
  };

  return {
    firstName,
    lastName,
    setFirstName: (value: string) => {
      setFirstName(value);
      forget();
    },
    setLastName: (value: string) => {
      setLastName(value);
      forget();
    },
    namesakes,
    person,
    choose: (id: string | null) => {
      setPerson(namesakes.find((p) => p.id === id) ?? null);
    },
    find,
  };
}
