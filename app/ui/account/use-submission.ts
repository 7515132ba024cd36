import { useNavigation } from "react-router";

/**
 * The form data of the submission on its way (while the action runs, and while the page it
 * leads to loads), or null: lets a page show that its form was sent.
 */
export function useSubmission(): FormData | null {
  const navigation = useNavigation();
  return navigation.state !== "idle" ? (navigation.formData ?? null) : null;
}
