import { z } from "zod";

/**
 * A product id as a URL, a cookie or an API client sends it: a slug of brand and name
 * (`productIdOf`), lower-case letters, digits and single hyphens, at most 200 characters.
 */
export const productIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(200);
