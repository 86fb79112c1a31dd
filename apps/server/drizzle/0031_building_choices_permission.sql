-- editBuildingChoices starts with the Owner and Administrators (issue 43): the external team form's role and team choices.
UPDATE "roles" SET "permissions" = (SELECT array_agg(DISTINCT p ORDER BY p) FROM unnest("permissions" || ARRAY['editBuildingChoices']) AS p) WHERE "role_name" IN ('Owner', 'Administrator');
