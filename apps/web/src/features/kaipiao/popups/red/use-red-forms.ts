// The student's red-letter information forms (hzcx), and "the form" a pop-up works on when it was not given one.
import type { TBwkpRedForm } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';

export function useRedForms(enabled = true) {
  return useQuery({
    queryKey: kaipiaoKeys.redForms,
    queryFn: () => kaipiaoApi.redForms(1, 200),
    enabled,
  });
}

/** The given form, or else the student's latest one (null while loading or when there is none). */
export function useRedForm(given: TBwkpRedForm | undefined): { form: TBwkpRedForm | null; isLoading: boolean } {
  const forms = useRedForms(given === undefined);
  if (given) return { form: given, isLoading: false };
  const list = forms.data?.list ?? [];
  return { form: list.length > 0 ? list[list.length - 1] : null, isLoading: forms.isLoading };
}
